// The second round's Rust program: two unwraps of the same error in two places;
// the panic's place in the program tells them apart. argv[1] is the input.
use std::collections::HashMap;

fn main() {
    let path = std::env::args().nth(1).unwrap();
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let cfg: HashMap<&str, &str> = text.lines().filter_map(|l| l.split_once('=')).collect();
    let port: u16 = cfg.get("port").copied().unwrap_or("none").parse().unwrap();
    let timeout: u16 = cfg.get("timeout").copied().unwrap_or("5").parse().unwrap();
    println!("{port} {timeout}");
}
