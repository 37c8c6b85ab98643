/// `\.openURL`: opens a URL through the handler a view installed with
/// `.environment(\.openURL, OpenURLAction { url in … })`. There is no system to hand URLs to
/// here, so the default handler answers `.systemAction` and nothing opens, as a URL no app
/// handles on a device.
public struct OpenURLAction {
    public struct Result: Sendable {
        enum Kind: Equatable, Sendable { case handled, discarded, systemAction(URL?) }
        let kind: Kind
        public static let handled = Result(kind: .handled)
        public static let discarded = Result(kind: .discarded)
        public static let systemAction = Result(kind: .systemAction(nil))
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    public func callAsFunction(_ url: URL) { _ = handler(url) }
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(handler(url).kind == .handled)
    }
}

private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .systemAction } }

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] } set { self[OpenURLKey.self] = newValue }
    }
}
