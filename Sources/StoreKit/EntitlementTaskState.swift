import Foundation

/// The state of a task that loads an entitlement (Apple's documentation of `EntitlementTaskState`,
/// https://developer.apple.com/documentation/storekit/entitlementtaskstate, iOS 17).
public enum EntitlementTaskState<Value> {
    case loading
    case success(Value)
    case failure(any Error)

    /// The value, once loaded.
    public var value: Value? {
        if case .success(let value) = self { value } else { nil }
    }
}

extension EntitlementTaskState: Sendable where Value: Sendable {}

extension EntitlementTaskState where Value == VerificationResult<Transaction>? {
    /// The transaction that gives the entitlement, if any.
    public var transaction: VerificationResult<Transaction>? {
        if case .success(let transaction) = self { transaction } else { nil }
    }
}
