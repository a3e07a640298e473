// The second round's JVM program: an outer exception whose cause names the bug.
// argv[0] is the mode, argv[1] the input (key=value lines).
import java.nio.file.*;
import java.util.*;

public class Chain {
    static Map<String, String> load(String path) throws Exception {
        Map<String, String> cfg = new HashMap<>();
        for (String line : Files.readAllLines(Paths.get(path))) {
            int eq = line.indexOf('=');
            if (eq > 0) cfg.put(line.substring(0, eq), line.substring(eq + 1));
        }
        return cfg;
    }

    static int ratio(Map<String, String> cfg) {
        return 100 / Integer.parseInt(cfg.getOrDefault("ratio", "1"));
    }

    static int port(Map<String, String> cfg) {
        return Integer.parseInt(cfg.getOrDefault("port", "none"));
    }

    static void start(Map<String, String> cfg) {
        try {
            port(cfg);
            ratio(cfg);
        } catch (RuntimeException e) {
            throw new IllegalStateException("cannot start service", e);
        }
    }

    static int timeout(Map<String, String> cfg) {
        return Integer.parseInt(cfg.getOrDefault("timeout", "none"));
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> cfg = load(args[1]);
        if (args[0].equals("parse")) {
            System.out.println(cfg.containsKey("legacy") ? timeout(cfg) : port(cfg));
        } else {
            start(cfg);
        }
    }
}
