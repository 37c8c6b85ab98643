/// A button of an alert: its title, style and the handler a tap would run.
open class UIAlertAction {
    public enum Style: Int, Sendable { case `default` = 0, cancel, destructive }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title; self.style = style; self.handler = handler
    }
}
