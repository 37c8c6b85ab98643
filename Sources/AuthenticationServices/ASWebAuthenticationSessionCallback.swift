import Foundation

extension ASWebAuthenticationSession {
    /// The URL that ends a web authentication session (Apple's documentation of
    /// `ASWebAuthenticationSession.Callback`, iOS 17.4,
    /// https://developer.apple.com/documentation/authenticationservices/aswebauthenticationsession/callback):
    /// a custom scheme, or an HTTPS host and path. Final here (Apple's class is not meant to be
    /// subclassed, and its factories return `Self`).
    public final class Callback: NSObject {
        enum Kind: Equatable {
            case customScheme(String)
            case https(host: String, path: String)
        }

        let kind: Kind

        init(kind: Kind) { self.kind = kind }

        /// A callback to any URL with this scheme.
        public class func customScheme(_ customScheme: String) -> Self { Self(kind: .customScheme(customScheme)) }

        /// A callback to this HTTPS host and path.
        public class func https(host: String, path: String) -> Self { Self(kind: .https(host: host, path: path)) }

        /// Whether `url` is this callback: the same scheme (case-insensitively), or an `https` URL with
        /// this host and path.
        public func matchesURL(_ url: URL) -> Bool {
            switch kind {
            case .customScheme(let scheme):
                return url.scheme?.lowercased() == scheme.lowercased()
            case .https(let host, let path):
                return url.scheme?.lowercased() == "https" && url.host?.lowercased() == host.lowercased() && url.path == path
            }
        }
    }
}
