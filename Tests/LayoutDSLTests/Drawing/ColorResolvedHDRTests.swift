@testable import LayoutDSL
import Foundation
import Testing

/// iOS 26's HDR colours (SDK 26.2 interface of SwiftUICore): `exposureAdjust(_:)` scales the linear
/// components by 2^stops, as the SDK's inlined body does; `headroom(_:)` travels to `resolveHDR`.
struct ColorResolvedHDRTests {
    private let environment = EnvironmentValues()

    @Test func exposureStopsScaleLinearLight() {
        let grey = Color(white: 0.5).resolve(in: environment)
        let brighter = Color(white: 0.5).exposureAdjust(1).resolve(in: environment)
        let darker = Color(white: 0.5).exposureAdjust(-2).resolve(in: environment)
        #expect(abs(brighter.linearRed - 2 * grey.linearRed) < 1e-6 && abs(darker.linearBlue - grey.linearBlue / 4) < 1e-6)
        // 0.5 encoded is 0.2140 linear; twice that, 0.4281, encodes to 0.6858 (175 of 255).
        #expect(abs(brighter.red - 0.6858) < 1e-4 && brighter.opacity == 1)
        #expect(Color.red.opacity(0.5).exposureAdjust(3).resolve(in: environment).opacity == 0.5)
    }

    @Test func headroomReachesTheResolvedColour() throws {
        #expect(Color.red.resolveHDR(in: environment).headroom == nil)
        let bright = Color.orange.headroom(2).opacity(0.8).resolveHDR(in: environment)
        #expect(bright.headroom == 2 && bright.opacity == 0.8)
        #expect(Color(bright).resolve(in: environment) == Color.orange.opacity(0.8).resolve(in: environment))
        let decoded = try JSONDecoder().decode(Color.ResolvedHDR.self, from: JSONEncoder().encode(bright))
        #expect(decoded == bright)
        var mid = bright
        mid.animatableData = bright.animatableData + Color.ResolvedHDR(Color.black.resolve(in: environment)).animatableData
        #expect(abs(mid.linearRed - bright.linearRed) < 1e-5 && abs(mid.opacity - 1.8) < 1e-6)
    }
}
