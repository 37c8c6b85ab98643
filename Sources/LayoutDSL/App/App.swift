import Foundation

/// The structure of an app: its scenes, declared in `body`, as in SwiftUI
/// (https://developer.apple.com/documentation/swiftui/app).
///
/// An app module's files are compiled here together with its previews, as Xcode previews do,
/// so the `@main` type must exist; `snap` removes the `@main` attribute and never runs the app.
/// Its scenes keep their content (see `WindowGroup`), so the views an app shows can be reached
/// from its `body`.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// On iOS, initializes and runs the app
    /// (https://developer.apple.com/documentation/swiftui/app/main()). There is no system here
    /// to run an app's scenes in, so a program that still calls it says so on standard error,
    /// pointing at `snap render` for the app's previews, and exits with status 1 rather than
    /// ending as if it had shown something.
    @MainActor @preconcurrency public static func main() {
        let message = "\(Self.self): an App's scenes do not run on Linux; render its previews with `snap render`\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(1)
    }
}
