struct Item { let title: String }
