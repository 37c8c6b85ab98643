import Foundation
import LayoutDSL
import Testing

struct TextLineStyleTests {
    /// UIKit's underline styles map to their patterns; no line and an unknown pattern are nil.
    @Test func lineStyleFromNSUnderlineStyle() {
        #expect(Text.LineStyle(nsUnderlineStyle: .single) == .single)
        #expect(Text.LineStyle(nsUnderlineStyle: [.single, .patternDash])?.pattern == .dash)
        #expect(Text.LineStyle(nsUnderlineStyle: [.thick, .patternDot])?.pattern == .dot)
        #expect(Text.LineStyle(nsUnderlineStyle: [.double, .patternDashDotDot])?.pattern == .dashDotDot)
        #expect(Text.LineStyle(nsUnderlineStyle: []) == nil)
        #expect(Text.LineStyle(nsUnderlineStyle: .patternDash) == nil)
        #expect(Text.LineStyle(nsUnderlineStyle: NSUnderlineStyle(rawValue: 0x0701)) == nil)
    }

    /// Kerning, tracking and baseline offset survive encoding an attributed string.
    @Test func numericAttributesAreCodable() throws {
        var string = AttributedString("Hamburg")
        string[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] = 2
        let key = AttributeScopes.SwiftUIAttributes.KerningAttribute.self
        let data = try JSONEncoder().encode(string[key])
        #expect(try JSONDecoder().decode(CGFloat.self, from: data) == 2)
        #expect(AttributeScopes.SwiftUIAttributes.TrackingAttribute.name == "SwiftUI.Tracking")
        #expect(AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.name == "SwiftUI.BaselineOffset")
    }

    /// A colour interpolated by its accessibility name; a range of dates in short styles.
    @Test func interpolationsAndDateRanges() throws {
        let named = Text("A \(accessibilityName: Color(red: 1, green: 0, blue: 0)) dot").accessibilityIdentifier("t")
        #expect(try resolve(named).node(id: "t")?.text == "A red dot")
        let start = Date(timeIntervalSince1970: 1_767_225_600 + 9 * 3600)
        let range = Text(start...start.addingTimeInterval(3600)).accessibilityIdentifier("r")
        #expect(try resolve(range).node(id: "r")?.text == "1/1/26, 9:00\u{2009}–\u{2009}10:00\u{202F}AM")
        let interval = Text(DateInterval(start: start, duration: 3600)).accessibilityIdentifier("r")
        #expect(try resolve(interval).node(id: "r")?.text == "1/1/26, 9:00\u{2009}–\u{2009}10:00\u{202F}AM")
    }
}
