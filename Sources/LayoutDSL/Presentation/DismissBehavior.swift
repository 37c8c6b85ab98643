/// How a window's close is treated (Apple's documentation of `DismissBehavior`): as the user's
/// interactive close, or destructively, without asking to save.
public struct DismissBehavior: Sendable {
    let name: String
    public static let interactive = DismissBehavior(name: "interactive")
    public static let destructive = DismissBehavior(name: "destructive")
}
