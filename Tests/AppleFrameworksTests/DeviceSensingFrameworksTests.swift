import AdSupport
import AppTrackingTransparency
import CoreMotion
import Testing

/// Frameworks whose hardware or permission a preview does not have, answering as a fresh
/// Simulator install does: no motion sensors (CoreMotion), tracking not yet asked and then
/// refused (AppTrackingTransparency), an all-zero advertising identifier (AdSupport).
struct DeviceSensingFrameworksTests {
    @Test func thereAreNoMotionSensors() {
        let manager = CMMotionManager()
        #expect(!manager.isDeviceMotionAvailable && !manager.isAccelerometerAvailable && manager.deviceMotion == nil)
        var delivered = 0
        manager.startDeviceMotionUpdates(to: .main) { _, _ in delivered += 1 }
        manager.stopDeviceMotionUpdates()
        #expect(delivered == 0 && !manager.isDeviceMotionActive)
        #expect(!CMPedometer.isStepCountingAvailable() && !CMAltimeter.isRelativeAltitudeAvailable())
        var failure: NSError?
        CMPedometer().queryPedometerData(from: .distantPast, to: .now) { _, error in failure = error as NSError? }
        #expect(failure?.domain == CMErrorDomain && failure?.code == CMErrorMotionActivityNotAvailable)
        #expect(CMDeviceMotion().gravity == CMAcceleration(x: 0, y: 0, z: -1) && CMDeviceMotion().attitude.roll == 0)
    }

    @Test func trackingIsRefusedOnceAsked() async {
        #expect(ASIdentifierManager.shared().advertisingIdentifier.uuidString == "00000000-0000-0000-0000-000000000000")
        let answer = await ATTrackingManager.requestTrackingAuthorization()
        #expect(answer == .denied && ATTrackingManager.trackingAuthorizationStatus == .denied)
        #expect(ATTrackingManager.AuthorizationStatus.authorized.rawValue == 3)
    }
}
