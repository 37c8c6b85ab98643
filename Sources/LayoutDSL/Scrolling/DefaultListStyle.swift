/// `.automatic`: on iOS 17 an iPhone list is inset grouped, the look apps get from `List` and
/// `Form` with no style (grey `systemGroupedBackground`, rounded cards). Sources: the Swift Kit
/// list-style table ("insetGrouped … default", theswiftk.it.com/blog/swiftui-list-tutorial-2026)
/// and Apple's `DefaultListStyle` ("the platform's default behavior and appearance").
public struct DefaultListStyle: ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
