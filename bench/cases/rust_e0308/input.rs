//! Warehouse inventory: items, bins and a pick list.
use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub enum Category {
    Tools,
    Fasteners,
    Electrical,
    Plumbing,
}

#[derive(Debug, Clone)]
pub struct Item {
    pub sku: String,
    pub name: String,
    pub category: Category,
    pub weight_grams: u32,
    pub quantity: u32,
}

#[derive(Debug, Default)]
pub struct Bin {
    pub code: String,
    pub items: Vec<Item>,
    pub capacity_grams: u64,
}

impl Item {
    pub fn new(sku: &str, name: &str, category: Category, weight_grams: u32, quantity: u32) -> Self {
        Item {
            sku: sku.to_string(),
            name: name.to_string(),
            category,
            weight_grams,
            quantity,
        }
    }

    pub fn total_grams(&self) -> u64 {
        u64::from(self.weight_grams) * u64::from(self.quantity)
    }
}

impl fmt::Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}) x{}", self.name, self.sku, self.quantity)
    }
}

impl Bin {
    pub fn with_capacity(code: &str, capacity_grams: u64) -> Self {
        Bin { code: code.to_string(), items: Vec::new(), capacity_grams }
    }

    pub fn add(&mut self, item: Item) -> Result<(), String> {
        if self.load_grams() + item.total_grams() > self.capacity_grams {
            return Err(format!("bin {} would exceed its capacity", self.code));
        }
        self.items.push(item);
        Ok(())
    }

    pub fn load_grams(&self) -> u64 {
        let mut sum: u32 = 0;
        for item in &self.items {
            sum += item.weight_grams * item.quantity;
        }
        sum
    }

    pub fn find(&self, sku: &str) -> Option<&Item> {
        self.items.iter().find(|i| i.sku == sku)
    }
}

pub fn by_category(bins: &[Bin]) -> HashMap<String, u32> {
    let mut counts = HashMap::new();
    for bin in bins {
        for item in &bin.items {
            *counts.entry(format!("{:?}", item.category)).or_insert(0) += item.quantity;
        }
    }
    counts
}

pub fn pick_list(bins: &[Bin], wanted: &[(&str, u32)]) -> Vec<String> {
    let mut lines = Vec::new();
    for (sku, qty) in wanted {
        match bins.iter().find_map(|b| b.find(sku).map(|i| (b, i))) {
            Some((bin, item)) if item.quantity >= *qty => {
                lines.push(format!("{}: take {} of {}", bin.code, qty, item));
            }
            Some((bin, item)) => {
                lines.push(format!("{}: only {} of {}", bin.code, item.quantity, sku));
            }
            None => lines.push(format!("missing: {}", sku)),
        }
    }
    lines
}

pub fn heaviest(bins: &[Bin]) -> Option<&Bin> {
    bins.iter().max_by_key(|b| b.load_grams())
}
