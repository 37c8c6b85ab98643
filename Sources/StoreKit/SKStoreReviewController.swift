import Foundation

/// StoreKit 1's review request (Apple's documentation of `SKStoreReviewController`,
/// https://developer.apple.com/documentation/storekit/skstorereviewcontroller), which many apps
/// still call; the system may show a rating prompt on iOS, and never does here.
public final class SKStoreReviewController {
    public static func requestReview() {}

    /// Apple's takes a `UIWindowScene`; this package has no scenes.
    public static func requestReview<Scene: AnyObject>(in windowScene: Scene) {}
}
