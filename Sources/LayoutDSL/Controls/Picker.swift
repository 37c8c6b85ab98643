/// A control that picks one of its tagged options (SwiftUI's `Picker`), drawn by the
/// `PickerStyle` in the environment (`.pickerStyle(_:)`). The options are the content's
/// children with their tags (`.tag(_:)`, or a `ForEach` element's id); the option whose tag
/// equals the selection is selected. A selection no tag matches selects nothing: the picker
/// shows no value and no checkmark, as SwiftUI does (it logs that the result is undefined);
/// nothing traps.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    private let selection: Binding<SelectionValue>
    private let label: Label
    private let content: Content
    private let currentValueLabel: AnyView?
    @Environment(\.pickerStyle) private var style
    @Environment(\.menuItemContext) private var enclosingMenu

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.content = content(); self.label = label(); currentValueLabel = nil
    }

    /// iOS 18's form with a view for the current value (a menu shows it in place of the
    /// selected option's label).
    public init<CurrentValueLabel: View>(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                                         @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.selection = selection; self.content = content(); self.label = label()
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// The iOS 13 spelling, deprecated in SwiftUI but common in older code.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    public var body: some View {
        let options = taggedChildren(of: content)
        let current = AnyHashable(selection.wrappedValue)
        let binding = selection
        let picker = PickerConfiguration(
            label: AnyView(label), options: options,
            selectedIndex: options.firstIndex { $0.tag == current }, currentValueLabel: currentValueLabel,
            select: { index in
                // A tag of another type than the selection cannot be selected (SwiftUI ignores it).
                if let value = options[index].tag?.base as? SelectionValue { binding.wrappedValue = value }
            })
        // Inside an open menu the style says what the picker is (`BuiltInPickerStyle.menuItem`).
        return enclosingMenu != nil ? style.menuItem(picker) : style.body(picker)
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
