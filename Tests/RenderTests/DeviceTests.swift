import LayoutDSL
@testable import Render
import Testing

/// The device presets: the current lineup by Xcode's names, with the screens, insets, display
/// corners and Dynamic Islands of docs/reference/ios-devices.md.
struct DeviceTests {
    @Test func presetsAnswerToXcodesNames() {
        #expect(Device.named("iPhone SE (3rd generation)") == .iPhoneSE)
        #expect(Device.named("iphone-17-pro") == .iPhone17Pro)
        #expect(Device.named("iPhone Air")?.size == CGSize(width: 420, height: 912))
        #expect(Device.named("iPad Air 11-inch (M3)") == .iPadAir)
        #expect(Device.named("iPad mini (A17 Pro)")?.size == CGSize(width: 744, height: 1133))
        #expect(Device.named("iPhone 19") == nil)
        #expect(Set(Device.all.map(\.name)).count == Device.all.count)
    }

    @Test func screensInsetsAndCornersAreTheSimulatorsOnes() {
        let table: [(Device, CGSize, CGFloat, CGFloat, CGFloat)] = [
            (.iPhone18Pro, CGSize(width: 402, height: 874), 62, 34, 62), (.iPhoneAir, CGSize(width: 420, height: 912), 68, 34, 62),
            (.iPhone17e, CGSize(width: 390, height: 844), 47, 34, 47.33), (.iPhone16, CGSize(width: 393, height: 852), 59, 34, 55),
            (.iPhoneSE, CGSize(width: 375, height: 667), 20, 0, 0), (.iPadPro13M5, CGSize(width: 1032, height: 1376), 32, 25, 30),
            (.iPadA16, CGSize(width: 820, height: 1180), 32, 25, 25),
        ]
        for (device, size, top, bottom, corner) in table {
            #expect(device.size == size && device.safeAreaInsets.top == top && device.safeAreaInsets.bottom == bottom
                    && device.displayCornerRadius == corner, "\(device.name)")
        }
    }

    @Test func theStatusBarSitsBesideTheDevicesIsland() {
        #expect(StatusBar(device: .iPhoneAir)?.family == .sensorHousing(CGSize(width: 125, height: 37), top: 20))
        #expect(StatusBar(device: .iPhone18Pro)?.family == .sensorHousing(CGSize(width: 94.67, height: 36.67), top: 14))
        #expect(StatusBar(device: .iPhone17e)?.family == .sensorHousing(CGSize(width: 162, height: 32), top: 0))
    }
}
