/// UIKit's alert and action sheet controller (https://developer.apple.com/documentation/uikit/uialertcontroller):
/// its title, message, actions and text fields, for code that builds one and presents it from a
/// controller. Presenting records it (`presentedViewController`); a preview draws SwiftUI's
/// `.alert` and `.confirmationDialog`, not UIKit's.
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet = 0, alert }

    open var message: String?
    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    open private(set) var textFields: [UITextField]?
    open var severity: UIAlertControllerSeverity = .default

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    public required init?(coder: NSCoder) { return nil }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }
    /// A text field, configured by the handler at once (alerts only, as on iOS).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}
