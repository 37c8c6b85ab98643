import Foundation

/// The App Store's own actions (Apple's documentation of `AppStore`,
/// https://developer.apple.com/documentation/storekit/appstore). No store is reached, so each is
/// a no-op.
public enum AppStore {
    /// Whether the person may make payments: yes, so that store screens show their products
    /// rather than a "purchases disabled" state.
    public static var canMakePayments: Bool { true }

    /// The device's identifier for verification: none here.
    public static var deviceVerificationID: UUID? { nil }

    /// Syncs the person's transactions with the App Store, as a Restore Purchases button does:
    /// there is nothing to sync.
    public static func sync() async throws {}

    /// Shows the system's sheet for managing subscriptions in a window scene. Apple's takes a
    /// `UIWindowScene`; this package has no scenes, so any object is accepted and nothing is shown.
    public static func showManageSubscriptions<Scene: AnyObject>(in scene: Scene) async throws {}

    /// As `showManageSubscriptions(in:)`, for one subscription group (iOS 17).
    public static func showManageSubscriptions<Scene: AnyObject>(in scene: Scene, subscriptionGroupID: String) async throws {}

    /// Asks for a rating of the app in a window scene (iOS 16): nothing is shown.
    public static func requestReview<Scene: AnyObject>(in scene: Scene) {}
}
