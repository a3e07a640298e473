// Rows' Rust program: argv[1] is the mode, argv[2] the input (key=value lines).
use std::collections::HashMap;

fn load(path: &str) -> HashMap<String, String> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let cfg = load(&args[2]);
    match args[1].as_str() {
        "panic" => {
            if cfg.is_empty() {
                panic!("empty config");
            }
            if !cfg.contains_key("main") {
                panic!("missing key: main");
            }
        }
        "index" => {
            let values: Vec<&String> = cfg.values().collect();
            if cfg.contains_key("list") {
                println!("{}", values[values.len() + 2]);
            }
            let first: Option<&String> = cfg.get("first");
            println!("{}", first.unwrap());
        }
        "parse" => {
            let port = cfg.get("port").map(String::as_str).unwrap_or("");
            let n: u16 = port.parse().unwrap();
            println!("{n}");
        }
        _ => unreachable!(),
    }
}
