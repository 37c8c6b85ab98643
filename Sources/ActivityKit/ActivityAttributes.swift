/// What a Live Activity shows that does not change (Apple's `ActivityAttributes`), and the type of
/// what does (`ContentState`).
@available(iOS 16.1, *)
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}
