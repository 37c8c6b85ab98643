/// The forms of `@AppStorage` that keep a customization the user made (Apple's documentation of
/// `AppStorage.init(wrappedValue:_:store:)`): a tab view's, a table's columns', a toolbar's
/// label style, each starting from its default and saved as its JSON encoding.
extension AppStorage {
    private init(customization value: Value, _ key: String, store: UserDefaults?) where Value: Codable {
        self.init(key: key, initial: value, store: store, encode: StoredValue.encodeJSON,
                  decode: { StoredValue.decodeJSON($0, as: Value.self) })
    }

    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil)
    where Value == TabViewCustomization {
        self.init(customization: wrappedValue, key, store: store)
    }

    public init(wrappedValue: Value = ToolbarLabelStyle.automatic, _ key: String, store: UserDefaults? = nil)
    where Value == ToolbarLabelStyle {
        self.init(customization: wrappedValue, key, store: store)
    }

    public init<RowValue: Identifiable>(wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String,
                                        store: UserDefaults? = nil) where Value == TableColumnCustomization<RowValue> {
        self.init(customization: wrappedValue, key, store: store)
    }
}
