/// `badge`: in a list row, iOS shows the badge at the row's trailing edge (a count or a short
/// label), as `badgeProminence` says; on a tab's content, the tab bar draws it as a red badge on the
/// tab item (`BadgeKey`); zero and nil show nothing.
nonisolated struct BadgeModifier: ViewModifier {
    let label: Text?
    @Environment(\.isListRow) private var isListRow

    func body(content: Content) -> some View {
        if isListRow, let label {
            HStack {
                content
                Spacer(minLength: 8)
                ListRowBadge(label: label)
            }
        } else {
            content.layoutValue(key: BadgeKey.self, value: label)
        }
    }
}

/// The badge on a node, for the tab bar.
struct BadgeKey: LayoutValueKey { static let defaultValue: Text? = nil }

nonisolated extension View {
    public func badge(_ count: Int) -> some View { modifier(BadgeModifier(label: count == 0 ? nil : Text("\(count)"))) }
    public func badge(_ label: Text?) -> some View { modifier(BadgeModifier(label: label)) }
    public func badge(_ key: LocalizedStringKey?) -> some View { modifier(BadgeModifier(label: key.map { Text($0) })) }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { modifier(BadgeModifier(label: label.map { Text($0) })) }
}
