import java.nio.file.*;
import java.util.*;

// Rows' Java program: args[0] is the mode, args[1] the input (key=value lines).
public class App {
    static Map<String, String> load(String path) throws Exception {
        Map<String, String> cfg = new HashMap<>();
        for (String line : Files.readAllLines(Paths.get(path))) {
            int eq = line.indexOf('=');
            if (eq > 0) cfg.put(line.substring(0, eq), line.substring(eq + 1));
        }
        return cfg;
    }

    static int port(Map<String, String> cfg) {
        return Integer.parseInt(cfg.getOrDefault("port", ""));
    }

    static void check(Map<String, String> cfg) {
        if (cfg.size() > 1 && !cfg.containsKey("main"))
            throw new IllegalStateException("bad config: missing 'main'");
        port(cfg);
    }

    static void chained(Map<String, String> cfg) {
        try {
            port(cfg);
        } catch (NumberFormatException e) {
            throw new IllegalStateException(cfg.isEmpty() ? "empty config" : "bad port", e);
        }
    }

    static int length(Map<String, String> cfg) {
        String name = cfg.get("name");
        String user = cfg.get("user");
        return cfg.size() > 1 ? name.length() : user.length();
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> cfg = load(args[1]);
        switch (args[0]) {
            case "check": check(cfg); break;
            case "chained": chained(cfg); break;
            case "npe": System.out.println(length(cfg)); break;
        }
    }
}
