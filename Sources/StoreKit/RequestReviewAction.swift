import Foundation
import LayoutDSL

/// `\.requestReview`: asks the system to show a rating prompt (Apple's documentation of
/// `RequestReviewAction`, https://developer.apple.com/documentation/storekit/requestreviewaction,
/// iOS 16). The system decides whether to show it on iOS; here it never does.
public struct RequestReviewAction: Sendable {
    public func callAsFunction() {}
}

struct RequestReviewActionKey: EnvironmentKey {
    static let defaultValue = RequestReviewAction()
}

extension EnvironmentValues {
    public var requestReview: RequestReviewAction {
        self[RequestReviewActionKey.self]
    }
}
