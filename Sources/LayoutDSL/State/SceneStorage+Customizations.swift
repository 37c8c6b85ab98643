/// The forms of `@SceneStorage` that keep a customization the user made in this scene (Apple's
/// documentation of `SceneStorage.init(wrappedValue:_:)`): a tab view's and a table's columns',
/// starting from the default and saved as their JSON encoding. The tab view form takes a
/// `store:` as SwiftUI's declares it; a scene's storage is the scene's own, so it is unused.
extension SceneStorage {
    private init(customization value: Value, _ key: String) where Value: Codable {
        self.init(key: key, initial: value, encode: StoredValue.encodeJSON, decode: { StoredValue.decodeJSON($0, as: Value.self) })
    }

    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil)
    where Value == TabViewCustomization {
        self.init(customization: wrappedValue, key)
    }

    public init<RowValue: Identifiable>(wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String)
    where Value == TableColumnCustomization<RowValue> {
        self.init(customization: wrappedValue, key)
    }
}
