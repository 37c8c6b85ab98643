import LayoutDSL
import Render
import Testing

/// A device turned to landscape: sides, insets and size classes as iOS reports them.
struct DeviceOrientationTests {
    @Test func phoneWithSensorHousingInLandscape() {
        let turned = Device.iPhone15.rotated(to: .landscapeLeft)
        #expect(turned.size == CGSize(width: 852, height: 393))
        #expect(turned.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(turned.horizontalSizeClass == .compact && turned.verticalSizeClass == .compact)
        #expect(turned.scale == 3)
    }

    @Test func largePhonesAreRegularWideInLandscape() {
        let turned = Device.iPhone16Plus.rotated(to: .landscapeRight)
        #expect(turned.horizontalSizeClass == .regular && turned.verticalSizeClass == .compact)
        #expect(Device.iPhone16Pro.rotated(to: .landscapeLeft).horizontalSizeClass == .compact)
    }

    @Test func homeButtonPhoneHidesItsStatusBar() {
        let turned = Device.iPhoneSE.rotated(to: .landscapeLeft)
        #expect(turned.size == CGSize(width: 667, height: 375))
        #expect(turned.safeAreaInsets == EdgeInsets())
    }

    @Test func iPadKeepsItsBars() {
        let turned = Device.iPadAir.rotated(to: .landscapeLeft)
        #expect(turned.size == CGSize(width: 1180, height: 820))
        #expect(turned.safeAreaInsets == Device.iPadAir.safeAreaInsets)
        #expect(turned.horizontalSizeClass == .regular && turned.verticalSizeClass == .regular)
    }

    @Test func portraitOrientationsLeaveTheDevice() {
        #expect(Device.iPhone15.rotated(to: .portrait) == Device.iPhone15)
        #expect(Device.iPhone15.rotated(to: .portraitUpsideDown) == Device.iPhone15)
    }
}
