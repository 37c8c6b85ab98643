/// `\.openURL`: opens a URL through the handler a view installed with
/// `.environment(\.openURL, OpenURLAction { url in … })`. There is no system to hand URLs to
/// here, so the default handler answers `.systemAction` and nothing opens, as a URL no app
/// handles on a device.
public struct OpenURLAction {
    public struct Result: Sendable {
        /// `systemAction`'s URL (nil: the one asked for) and whether it prefers the in-app browser
        /// (iOS 26; nil: the system's choice).
        enum Kind: Equatable, Sendable { case handled, discarded, systemAction(URL?, prefersInApp: Bool?) }
        let kind: Kind
        public static let handled = Result(kind: .handled)
        public static let discarded = Result(kind: .discarded)
        public static let systemAction = Result(kind: .systemAction(nil, prefersInApp: nil))
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url, prefersInApp: nil)) }
        /// The system opens the URL, in the app's own browser when `prefersInApp` (iOS 26).
        public static func systemAction(_ url: URL? = nil, prefersInApp: Bool) -> Result {
            Result(kind: .systemAction(url, prefersInApp: prefersInApp))
        }
    }

    let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    public func callAsFunction(_ url: URL) { _ = handler(url) }
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(handler(url).kind == .handled)
    }
    /// Opens the URL preferring (or not) the in-app browser (iOS 26): the handler decides as for
    /// any URL; what it hands the system opens nowhere here.
    public func callAsFunction(_ url: URL, prefersInApp: Bool) { _ = handler(url) }
}

private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .systemAction } }

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] } set { self[OpenURLKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes the links and `openURL` calls inside prefer the in-app browser (iOS 26): Apple documents
    /// it as `.onOpenURL { _ in .systemAction(prefersInApp: prefersInApp) }`, an `openURL` handler
    /// answering that for every URL.
    public func onOpenURL(prefersInApp: Bool) -> some View {
        environment(\.openURL, OpenURLAction { _ in .systemAction(prefersInApp: prefersInApp) })
    }
}
