/// A built-in control, container or presentation with the parameters ordinary code passes it:
/// the views SwiftUI draws itself, whose own layout and update loops (a dialog's preferences, a
/// sheet's detents, a list's rows) a tree of stacks and shapes never reaches. Styles, roles and
/// modes are indices into the lists below, so every value of a tree names one. The views a
/// control holds are the node's `content` (`FuzzNode.control`): a list's rows, a navigation
/// stack's root, a presentation's base view then what it presents.
public enum FuzzControl: Codable, Equatable, Sendable {
    case button(title: String, style: Int, role: Int)
    case toggle(title: String, isOn: Bool, style: Int)
    case slider(value: Double, lower: Double, upper: Double, step: Double?)
    case stepper(title: String, value: Int, lower: Int, upper: Int)
    case picker(options: [String], selection: Int, style: Int)
    /// Indeterminate when `value` is nil.
    case progress(value: Double?, total: Double)
    case gauge(value: Double, lower: Double, upper: Double)
    case textField(prompt: String, text: String, style: Int, secure: Bool)
    /// Seconds from 2001-01-01 UTC.
    case datePicker(seconds: Double, style: Int)
    case menu(title: String, items: [String])
    /// Content: the group's rows.
    case disclosure(title: String, expanded: Bool)
    /// Content: the rows.
    case list(style: Int)
    /// Content: the rows.
    case form
    /// Content: the root view (the first, if several).
    case navigation(title: String, displayMode: Int, toolbar: Bool)
    /// Content: one page each.
    case tabs(selection: Int)
    /// Content: the base view, then the sheet's view; shown presented.
    case sheet(detent: Int, fullScreen: Bool)
    /// Content: the base view, then the popover's view; shown presented.
    case popover
    /// Content: the base view; the alert's buttons have these roles (indices into `roles`).
    case alert(title: String, message: String?, roles: [Int])
    /// Content: the base view; the dialog's buttons have these roles.
    case confirmationDialog(title: String, titleVisible: Bool, roles: [Int])

    static let buttonStyles = ["automatic", "bordered", "borderedProminent", "borderless", "plain"]
    static let roles = ["none", "destructive", "cancel"]
    static let toggleStyles = ["automatic", "switch", "button"]
    static let pickerStyles = ["automatic", "menu", "segmented", "wheel", "inline", "palette"]
    static let textFieldStyles = ["automatic", "roundedBorder", "plain"]
    static let datePickerStyles = ["automatic", "compact", "graphical", "wheel"]
    static let listStyles = ["automatic", "plain", "grouped", "insetGrouped", "inset", "sidebar"]
    static let displayModes = ["automatic", "inline", "large"]
    static let detents = [".medium", ".large", ".fraction(0.3)", ".height(200)"]
}

extension Array {
    /// The element at `index` wrapped into the array's range: a style index from any tree names a style.
    subscript(wrapping index: Int) -> Element { self[((index % count) + count) % count] }
}
