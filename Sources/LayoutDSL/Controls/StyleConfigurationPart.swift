/// A part of a style configuration (a label's title, a button's label, a group box's content):
/// the view the control was given, type-erased, as SwiftUI's `LabelStyleConfiguration.Title`,
/// `ToggleStyleConfiguration.Label` and the like are. One generic type serves them all; the
/// role keeps the parts distinct types, so a title cannot stand where an icon is expected.
/// Wrapping a part of the same role again keeps the original (a style that passes its label on).
nonisolated public struct _StyleConfigurationPart<Role>: View {
    let content: AnyView
    init<V: View>(_ content: V) { self.content = (content as? Self)?.content ?? AnyView(content) }
    public var body: some View { content }
}

/// The roles of the parts, one per SwiftUI nested type.
public enum _LabelTitleRole {}
public enum _LabelIconRole {}
public enum _ButtonLabelRole {}
public enum _ToggleLabelRole {}
public enum _GroupBoxLabelRole {}
public enum _GroupBoxContentRole {}
public enum _FormContentRole {}
public enum _TextFieldLabelRole {}
public enum _ProgressViewLabelRole {}
public enum _ProgressViewCurrentValueLabelRole {}
public enum _GaugeLabelRole {}
public enum _GaugeCurrentValueLabelRole {}
public enum _GaugeMarkedValueLabelRole {}
public enum _GaugeMinimumValueLabelRole {}
public enum _GaugeMaximumValueLabelRole {}
public enum _MenuLabelRole {}
public enum _MenuContentRole {}
public enum _DisclosureGroupLabelRole {}
public enum _DisclosureGroupContentRole {}
public enum _ControlGroupLabelRole {}
public enum _ControlGroupContentRole {}
public enum _DatePickerLabelRole {}
public enum _LabeledContentLabelRole {}
public enum _LabeledContentContentRole {}
