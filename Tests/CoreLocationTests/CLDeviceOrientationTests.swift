import CoreLocation
import Testing

/// Core Location's enums that packages name case by case once `CoreLocation` imports (a debugging
/// description of each value, as swift-custom-dump writes for every framework it can import): their
/// raw values are Core Location's, and a switch over their cases is exhaustive.
struct CLDeviceOrientationTests {
    @Test func deviceOrientationRawValuesAreCoreLocations() {
        let all: [CLDeviceOrientation] = [.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown]
        #expect(all.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        #expect(all.map(name) == ["unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "faceUp", "faceDown"])
    }

    @Test func proximityAndRegionStateRawValuesAreCoreLocations() {
        #expect([CLProximity.unknown, .immediate, .near, .far].map(\.rawValue) == [0, 1, 2, 3])
        #expect([CLRegionState.unknown, .inside, .outside].map(\.rawValue) == [0, 1, 2])
        #expect(CLProximity(rawValue: 3) == .far)
        #expect(CLRegionState(rawValue: 3) == nil)
    }

    private func name(_ orientation: CLDeviceOrientation) -> String {
        switch orientation {
        case .unknown: "unknown"
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        case .faceUp: "faceUp"
        case .faceDown: "faceDown"
        }
    }
}
