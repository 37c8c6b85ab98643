import Foundation

/// SwiftUI's typed payloads (Apple's documentation of `NSUserActivity.setTypedPayload(_:)`): a
/// `Codable` value stored in the activity's `userInfo` as JSON, and read back.
extension NSUserActivity {
    public enum TypedPayloadError: Error {
        case invalidContent, encodingError
    }

    private static let payloadKey = "com.apple.SwiftUI.typedPayload"

    public func setTypedPayload<T: Decodable & Encodable>(_ payload: T) throws {
        guard let data = try? JSONEncoder().encode(payload) else { throw TypedPayloadError.encodingError }
        addUserInfoEntries(from: [Self.payloadKey: data])
    }

    public func typedPayload<T: Decodable & Encodable>(_ type: T.Type) throws -> T {
        guard let data = userInfo?[Self.payloadKey] as? Data,
              let payload = try? JSONDecoder().decode(T.self, from: data) else { throw TypedPayloadError.invalidContent }
        return payload
    }
}
