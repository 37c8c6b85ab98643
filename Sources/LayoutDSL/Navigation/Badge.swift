/// `badge(_:)`: a count or a short text on this view's tab item (a red badge in the tab bar).
/// A count of zero shows none, as in SwiftUI.
struct BadgeKey: LayoutValueKey { static let defaultValue: Text? = nil }

extension View {
    public func badge(_ count: Int) -> some View { layoutValue(key: BadgeKey.self, value: count == 0 ? nil : Text("\(count)")) }
    public func badge(_ label: Text?) -> some View { layoutValue(key: BadgeKey.self, value: label) }
    public func badge(_ key: LocalizedStringKey?) -> some View { layoutValue(key: BadgeKey.self, value: key.map { Text($0) }) }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { layoutValue(key: BadgeKey.self, value: label.map { Text($0) }) }
}
