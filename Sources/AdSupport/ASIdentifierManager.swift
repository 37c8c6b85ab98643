/// The advertising identifier (Apple's `ASIdentifierManager`). Without the user's permission to
/// track (`ATTrackingManager`, which a preview never has) iOS gives all zeros, and so does this.
public final class ASIdentifierManager: @unchecked Sendable {
    public static func shared() -> ASIdentifierManager { instance }
    private static let instance = ASIdentifierManager()

    public var advertisingIdentifier: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }

    @available(iOS, deprecated: 14.0, message: "Use the ATTrackingManager.trackingAuthorizationStatus")
    public var isAdvertisingTrackingEnabled: Bool { false }
}
