/// How serious a dialog is (Apple's documentation of `DialogSeverity`): macOS badges a critical
/// one; an iOS dialog draws the same at every severity.
public struct DialogSeverity: Equatable {
    let name: String
    public static let automatic = DialogSeverity(name: "automatic")
    public static let standard = DialogSeverity(name: "standard")
    public static let critical = DialogSeverity(name: "critical")
}
