import Foundation
@testable import LocalAuthentication
import Testing

/// A device without biometry or passcode: nothing can be evaluated, and evaluations fail at once.
struct LocalAuthenticationTests {
    @Test func biometryIsNotAvailable() {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.domain == LAErrorDomain && error?.code == LAError.Code.biometryNotAvailable.rawValue)
        #expect(context.biometryType == .none && context.evaluatedPolicyDomainState == nil)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == LAError.Code.passcodeNotSet.rawValue)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil))
    }

    @Test func evaluationsFailWithTheSameError() async {
        let context = LAContext()
        var reply: (Bool, (any Error)?)?
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { reply = ($0, $1) }
        #expect(reply?.0 == false && (reply?.1 as? LAError)?.code == .biometryNotAvailable)
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
            Issue.record("evaluated")
        } catch LAError.passcodeNotSet {
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
