import LayoutDSL
@testable import Render
import Testing

/// Words in the system font are as wide as iOS sets them in SF Pro: the stand-in (Inter) with
/// SF Pro's tracking table and the stand-in's own correction (`StandInTracking`). The iOS widths
/// are CoreText line widths of `UIFont.systemFont(ofSize:weight:)` on the iOS 26.1 simulator,
/// from Vercantez/openuikit `golden/font_metrics_ios.json` (commit 32cc00a3); docs/typography.md §2.
struct SystemFontWidthTests {
    private static let pangram = "The quick brown fox jumps over the lazy dog"
    private static let avast = "AVAST Wavy To. LT"
    private static let hello = "Hello UIKit"

    /// (size, semibold, string, iOS width in points)
    private static let iOS: [(CGFloat, Bool, String, CGFloat)] = [
        (11, true, pangram, 242.787), (11, true, avast, 104.224), (11, true, hello, 57.930),
        (13, false, pangram, 270.118), (13, false, avast, 116.594), (13, false, hello, 63.711),
        (13, true, pangram, 280.379), (13, true, avast, 120.584), (13, true, hello, 66.787),
        (15, false, pangram, 305.376), (15, false, avast, 132.041), (15, false, hello, 71.902),
        (15, true, pangram, 317.216), (15, true, avast, 136.645), (15, true, hello, 75.450),
        (17, false, pangram, 338.954), (17, false, avast, 146.824), (17, false, hello, 79.663),
        (17, true, pangram, 352.372), (17, true, avast, 152.042), (17, true, hello, 83.684),
        (20, false, pangram, 388.653), (20, false, avast, 168.475), (20, false, hello, 91.619),
        (20, true, pangram, 405.421), (20, true, avast, 174.724), (20, true, hello, 96.358),
        (22, false, pangram, 420.569), (22, false, avast, 182.224), (22, false, hello, 99.661),
        (22, true, pangram, 440.342), (22, true, avast, 189.247), (22, true, hello, 104.885),
        (28, false, pangram, 530.455), (28, false, avast, 229.291), (28, false, hello, 126.971),
        (28, true, pangram, 558.370), (28, true, avast, 238.538), (28, true, hello, 133.642),
        (34, false, pangram, 640.555), (34, false, avast, 277.014), (34, false, hello, 153.266),
        (34, true, pangram, 674.451), (34, true, avast, 288.242), (34, true, hello, 161.366),
    ]

    private func width(_ string: String, size: CGFloat, semibold: Bool) -> CGFloat {
        let font = Font.system(size: size, weight: semibold ? .semibold : .regular)
        let text = StyledText(runs: [.init(string: string, font: font, color: Color.Resolved(red: 0, green: 0, blue: 0))])
        return TextEngine.shared.layout(text, width: nil, height: nil, options: TextLayoutOptions()).size.width
    }

    /// Ordinary text (a pangram) within 1 % of iOS from 11 to 34 pt, regular and semibold;
    /// capitals with kerning pairs ("AVAST Wavy To. LT") within 1.5 %; a short run of capitals
    /// and narrow letters ("Hello UIKit", whose I and l Inter draws narrower than SF) within 3.5 %.
    @Test(arguments: iOS.indices)
    func widthMatchesIOS(_ index: Int) {
        let (size, semibold, string, expected) = Self.iOS[index]
        let error = width(string, size: size, semibold: semibold) / expected - 1
        #expect(abs(error) < (string == Self.hello ? 0.035 : string == Self.avast ? 0.015 : 0.01), "\(string) at \(size) pt\(semibold ? " semibold" : ""): \(error * 100)%")
    }

    /// The tracking is SF Pro's table (HIG: −26/1000 em at 17 pt, 0 at 12, +12 at 34),
    /// interpolated between listed sizes, held beyond them.
    @Test func sfProTrackingTable() {
        #expect(SystemFontTracking.tracking(size: 17) == -26)
        #expect(SystemFontTracking.tracking(size: 12) == 0)
        #expect(SystemFontTracking.tracking(size: 34) == 12)
        #expect(SystemFontTracking.tracking(size: 17.5) == -25.5)
        #expect(SystemFontTracking.tracking(size: 4) == 41)
        #expect(SystemFontTracking.tracking(size: 120) == 0)
    }

    /// Tracking follows every character, the last included, as CoreText's does: one character
    /// is its advance plus the tracking, and `.tracking(_:)` adds to the system's.
    @Test func trackingFollowsEveryCharacter() {
        let font = Font.system(size: 17)
        func measure(_ string: String, kerning: CGFloat = 0) -> CGFloat {
            let text = StyledText(runs: [.init(string: string, font: font, color: Color.Resolved(red: 0, green: 0, blue: 0), kerning: kerning)])
            return TextEngine.shared.layout(text, width: nil, height: nil, options: TextLayoutOptions()).size.width
        }
        let tracking = StandInTracking.tracking(size: 17, weight: .regular) / 1000 * 17
        #expect(abs(tracking - (-0.4845)) < 0.001)
        #expect(abs(measure("nn") - 2 * measure("n")) < 0.0001)
        #expect(abs(measure("nnn", kerning: 1) - measure("nnn") - 3) < 0.0001)
    }
}
