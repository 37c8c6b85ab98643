/// An authentication context (Apple's documentation of `LAContext`,
/// https://developer.apple.com/documentation/localauthentication/lacontext).
///
/// As a device without Face ID or Touch ID enrolled and without a passcode (the iOS Simulator's
/// default): `canEvaluatePolicy` is false with `LAError.biometryNotAvailable` for biometrics and
/// `LAError.passcodeNotSet` for the device owner, `biometryType` is `.none`, and an evaluation
/// fails at once, on the caller's thread, with the same error; nothing is shown.
open class LAContext: NSObject, @unchecked Sendable {
    open var localizedReason = ""
    open var localizedFallbackTitle: String?
    open var localizedCancelTitle: String?
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    open var interactionNotAllowed = false
    open private(set) var biometryType: LABiometryType = .none
    /// Nil: no biometry is enrolled.
    open var evaluatedPolicyDomainState: Data? { nil }

    public override init() {}

    /// The error an evaluation of `policy` fails with here.
    static func failure(_ policy: LAPolicy) -> LAError {
        LAError(policy == .deviceOwnerAuthenticationWithBiometrics ? .biometryNotAvailable : .passcodeNotSet)
    }

    /// False; `error` (Apple's `NSErrorPointer`, which Linux's Foundation lacks: `&error` of an
    /// `NSError?` passes the same) gets the reason.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = Self.failure(policy) as NSError
        return false
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, (any Error)?) -> Void) {
        reply(false, Self.failure(policy))
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw Self.failure(policy)
    }

    open func invalidate() {}
}
