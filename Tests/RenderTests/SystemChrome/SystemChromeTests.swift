import LayoutDSL
import Render
import Testing

/// The status bar and home indicator drawn over a device canvas: where they are, what colour,
/// what hides them, and that the app's frames do not move for them.
struct SystemChromeTests {
    /// The view laid out on `device` as `snap render --device` lays it out, then the chrome over it.
    private func screen<V: View>(_ view: V, on device: Device, scale: CGFloat = 1, scheme: ColorScheme = .light)
        throws -> (app: ResolvedTree, shown: ResolvedTree, canvas: Canvas) {
        var environment = EnvironmentValues.rendering(scale: scale, colorScheme: scheme)
        device.apply(to: &environment)
        let host = ViewHost(view, canvasSize: device.size, environment: environment)
        host.safeAreaInsets = device.safeAreaInsets
        let app = try host.update()
        let shown = app.withSystemChrome(of: device, scale: scale)
        let background = Color(.systemBackground).resolve(in: .rendering(colorScheme: app.colorScheme))
        return (app, shown, Renderer(scale: scale, background: background).render(shown))
    }

    /// Luminance of the darkest and lightest pixels in a rect of points.
    private func extremes(_ canvas: Canvas, _ rect: CGRect, scale: CGFloat = 1) -> (darkest: Int, lightest: Int) {
        var darkest = 255, lightest = 0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                let p = canvas[x, y]
                let l = (Int(p.r) + Int(p.g) + Int(p.b)) / 3
                darkest = min(darkest, l); lightest = max(lightest, l)
            }
        }
        return (darkest, lightest)
    }

    private let leftEar = CGRect(x: 0, y: 0, width: 133, height: 59)
    private let rightEar = CGRect(x: 260, y: 0, width: 133, height: 59)
    /// Between the ears, where the Dynamic Island is: iOS draws nothing of the app's there.
    private let island = CGRect(x: 140, y: 0, width: 113, height: 59)

    @Test func lightStatusBarIsDarkInTheEars() throws {
        let (_, _, canvas) = try screen(Color.clear, on: .iPhone16)
        #expect(extremes(canvas, leftEar).darkest < 40)
        #expect(extremes(canvas, rightEar).darkest < 40)
        #expect(extremes(canvas, island).darkest == 255)
        // Nothing below the status bar but the home indicator.
        #expect(extremes(canvas, CGRect(x: 0, y: 59, width: 393, height: 770)).darkest == 255)
    }

    @Test func darkStatusBarIsLight() throws {
        let (_, _, canvas) = try screen(Color.clear, on: .iPhone16, scheme: .dark)
        #expect(extremes(canvas, leftEar).lightest > 215)
        #expect(extremes(canvas, rightEar).lightest > 215)
        #expect(extremes(canvas, island).lightest == 0)
    }

    @Test func preferredColorSchemeTurnsTheStatusBarWhite() throws {
        let (_, _, canvas) = try screen(Color.clear.preferredColorScheme(.dark), on: .iPhone16)
        #expect(extremes(canvas, leftEar).lightest > 215)
    }

    @Test func statusBarHiddenLeavesTheTopEmpty() throws {
        let (app, _, canvas) = try screen(Color.clear.statusBarHidden(true), on: .iPhone16)
        #expect(app.statusBarHidden)
        #expect(extremes(canvas, CGRect(x: 0, y: 0, width: 393, height: 59)).darkest == 255)
        // The home indicator stays.
        #expect(extremes(canvas, CGRect(x: 129.5, y: 839, width: 134, height: 5)).darkest < 40)
        let (shown, _, _) = try screen(Color.clear.statusBarHidden(false), on: .iPhone16)
        #expect(!shown.statusBarHidden)
    }

    /// 134 × 5 pt, centred, 8 pt above the bottom edge: at 3x, pixels 388…790 by 2517…2532.
    @Test func homeIndicatorFrameAndPixels() throws {
        let (_, shown, canvas) = try screen(Color.clear, on: .iPhone16, scale: 3)
        let capsules = shown.allNodes.filter { $0.type == "Capsule" }
        #expect(capsules.map(\.frame) == [CGRect(x: 129.5, y: 839, width: 134, height: 5)])
        #expect(canvas[589, 2524] == Pixel(r: 0, g: 0, b: 0, a: 255))          // the middle
        #expect(canvas[589, 2516] == Pixel(r: 255, g: 255, b: 255, a: 255))    // just above
        #expect(canvas[589, 2532] == Pixel(r: 255, g: 255, b: 255, a: 255))    // just below
        #expect(canvas[387, 2524] == Pixel(r: 255, g: 255, b: 255, a: 255))    // left of it
        #expect(canvas[791, 2524] == Pixel(r: 255, g: 255, b: 255, a: 255))    // right of it
    }

    @Test func persistentSystemOverlaysHiddenHidesTheHomeIndicator() throws {
        let (app, shown, canvas) = try screen(Color.clear.persistentSystemOverlays(.hidden), on: .iPhone16)
        #expect(app.persistentSystemOverlays == .hidden)
        #expect(shown.allNodes.filter { $0.type == "Capsule" }.isEmpty)
        #expect(extremes(canvas, CGRect(x: 0, y: 800, width: 393, height: 52)).darkest == 255)
        #expect(extremes(canvas, leftEar).darkest < 40)
    }

    @Test func appFramesDoNotMove() throws {
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 20).accessibilityIdentifier("top")
            Spacer()
            Color.blue.frame(height: 20).accessibilityIdentifier("bottom")
        }
        let (app, shown, _) = try screen(view, on: .iPhone16)
        #expect(shown.root.children.first?.frame == app.root.frame)
        #expect(frame(shown, "top") == CGRect(x: 0, y: 59, width: 393, height: 20))
        #expect(frame(shown, "bottom") == CGRect(x: 0, y: 798, width: 393, height: 20))
        #expect(frame(app, "top") == frame(shown, "top") && frame(app, "bottom") == frame(shown, "bottom"))
    }

    /// The time is SF Pro semibold 17 in the left ear, centred on the island's centre line: the
    /// iPhone 16's island is 125 × 37 pt, 11 pt down (docs/reference/ios-devices.md), so the ear
    /// is (393 − 125) / 2 = 134 pt wide.
    @Test func timeSitsInTheLeftEar() throws {
        let (_, shown, _) = try screen(Color.clear, on: .iPhone16)
        let time = try #require(shown.allNodes.first { $0.text == "9:41" })
        let measured = try layout(Text("9:41").font(.system(size: 17, weight: .semibold)))
        let size = try #require(measured.allNodes.first { $0.text == "9:41" }).size
        #expect(time.frame.size == size)
        #expect(abs(time.frame.midX - 134 / 2) < 0.01)
        #expect(abs(time.frame.midY - (11 + 37.0 / 2)) < 0.5)
    }

    @Test func homeButtonPhoneHasAClassicBarAndNoIndicator() throws {
        let (_, shown, canvas) = try screen(Color.clear, on: .iPhoneSE)
        let time = try #require(shown.allNodes.first { $0.text == "9:41 AM" })
        #expect(abs(time.frame.midX - 375 / 2) < 0.01)
        #expect(time.frame.maxY <= 20)
        #expect(shown.allNodes.filter { $0.type == "Capsule" }.isEmpty)
        #expect(extremes(canvas, CGRect(x: 0, y: 0, width: 60, height: 20)).darkest < 40)     // signal
        #expect(extremes(canvas, CGRect(x: 335, y: 0, width: 40, height: 20)).darkest < 40)   // battery
        #expect(extremes(canvas, CGRect(x: 0, y: 20, width: 375, height: 647)).darkest == 255)
    }

    @Test func iPadTimeLeadsInA24PointBar() throws {
        let (_, shown, _) = try screen(Color.clear, on: .iPadAir)
        let time = try #require(shown.allNodes.first { $0.text?.hasPrefix("9:41") == true })
        #expect(time.frame.minX == 20)
        #expect(time.frame.maxY <= 24)
        #expect(shown.allNodes.filter { $0.type == "Capsule" }.count == 1)
    }

    /// iOS hides an iPhone's status bar in landscape; the home indicator stays.
    @Test func phoneInLandscapeHasOnlyTheIndicator() throws {
        let (_, shown, _) = try screen(Color.clear, on: Device.iPhone16.rotated(to: .landscapeLeft))
        #expect(shown.allNodes.first { $0.text != nil } == nil)
        #expect(shown.allNodes.filter { $0.type == "Capsule" }.map(\.frame) == [CGRect(x: 359, y: 380, width: 134, height: 5)])
    }

    @Test func canvasWithoutInsetsGetsNoChrome() throws {
        let plain = Device(name: "plain", size: CGSize(width: 200, height: 100), scale: 1, safeAreaInsets: EdgeInsets())
        let (app, shown, _) = try screen(Color.clear, on: plain)
        #expect(shown.allNodes.count == app.allNodes.count)
    }
}

/// A navigation bar's `toolbarColorScheme(.dark)` turns the status bar white over a light app.
struct StatusBarFollowsTheNavigationBarTests {
    @Test func darkBarSchemeMakesTheStatusBarWhite() throws {
        let view = NavigationStack {
            Color.clear
                .navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        }
        var environment = EnvironmentValues.rendering(scale: 1)
        Device.iPhone16.apply(to: &environment)
        let host = ViewHost(view, canvasSize: Device.iPhone16.size, environment: environment)
        host.safeAreaInsets = Device.iPhone16.safeAreaInsets
        let app = try host.update()
        #expect(app.colorScheme == .light && app.statusBarColorScheme == .dark)
        let canvas = Renderer(scale: 1, background: Color.white.resolve(in: environment)).render(app.withSystemChrome(of: .iPhone16, scale: 1))
        var white = 0
        for y in 0..<59 { for x in 0..<133 where canvas[x, y].r > 230 && canvas[x, y].b > 230 { white += 1 } }
        #expect(white > 20)
    }
}
