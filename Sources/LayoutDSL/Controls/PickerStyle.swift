/// How pickers look, as SwiftUI's `PickerStyle`. SwiftUI's requirements are private, so only
/// the built-in styles exist; each draws a picker through `BuiltInPickerStyle`. A style of
/// another type (which SwiftUI would not compile) draws as `.automatic`.
public protocol PickerStyle {}

/// What a built-in picker style gets of a picker: its label, its options (`TaggedChildren`),
/// which one matches the selection (nil: none does) and how to select one.
struct PickerConfiguration {
    let label: AnyView
    let options: [TaggedChild]
    let selectedIndex: Int?
    let currentValueLabel: AnyView?
    let select: (Int) -> Void

    /// What shows the current value: the picker's own current value label, else the selected
    /// option, else nothing (a selection that matches no tag shows no value, as on iOS).
    var currentValue: AnyView? { currentValueLabel ?? selectedIndex.map { options[$0].view } }
}

protocol BuiltInPickerStyle: PickerStyle, Sendable {
    func body(_ picker: PickerConfiguration) -> AnyView
    /// What the picker is inside an open menu: by default its options, checked, in a section of
    /// their own (a menu picker is a submenu instead).
    func menuItem(_ picker: PickerConfiguration) -> AnyView
}

extension BuiltInPickerStyle {
    func menuItem(_ picker: PickerConfiguration) -> AnyView {
        AnyView(MenuSection(header: nil as EmptyView?, content: MenuPickerItems(picker: picker)))
    }
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue: any BuiltInPickerStyle = DefaultPickerStyle()
}

extension EnvironmentValues {
    var pickerStyle: any BuiltInPickerStyle {
        get { self[PickerStyleKey.self] } set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, (style as? BuiltInPickerStyle) ?? DefaultPickerStyle())
    }
}
