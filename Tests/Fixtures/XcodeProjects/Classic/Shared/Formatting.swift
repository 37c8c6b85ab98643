enum Formatting {}
