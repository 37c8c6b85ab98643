/// The one line the store views say, once a render, about what they draw (`PlaceholderWarning`).
enum StoreWarning {
    static let placeholderProducts =
        "StoreKit views show placeholder products (names from their ids, $4.99): ids are not looked up in the App Store"
}
