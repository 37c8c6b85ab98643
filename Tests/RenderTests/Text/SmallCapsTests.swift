import LayoutDSL
import Render
import Testing

/// Small capitals. Inter, the system font's stand-in, has neither `smcp` nor `c2sc`, so the
/// engine makes them: the letter's capital at the face's x-height over its cap height.
struct SmallCapsTests {
    private func width(_ text: Text) throws -> CGFloat {
        frame(try layout(text.font(.system(size: 44)).fixedSize().accessibilityIdentifier("t")), "t").width
    }

    private func pixels(_ text: Text) throws -> [UInt32] {
        try render(text.font(.system(size: 44)).foregroundColor(.black).frame(width: 300, height: 60, alignment: .leading),
                   width: 300, height: 60).pixels
    }

    /// Every letter a small capital: lowercase and capital letters draw the same.
    @Test func smallCapsSetEveryLetterSmall() throws {
        let small = try pixels(Text("hamburg").font(.system(size: 44).smallCaps()))
        #expect(small == (try pixels(Text("HAMBURG").font(.system(size: 44).smallCaps()))))
        #expect(small != (try pixels(Text("HAMBURG"))))
        #expect(try width(Text("hamburg").font(.system(size: 44).smallCaps())) < (try width(Text("HAMBURG"))))
    }

    /// Lowercase small capitals leave the capital; uppercase ones leave the lowercase letters.
    @Test func lowercaseAndUppercaseSmallCaps() throws {
        let lower = try width(Text("Hamburg").font(.system(size: 44).lowercaseSmallCaps()))
        let capital = try width(Text("H")), rest = try width(Text("AMBURG"))
        #expect(lower > capital + rest * 0.6 && lower < capital + rest * 0.9)
        #expect(try pixels(Text("Hamburg").font(.system(size: 44).uppercaseSmallCaps()))
                != (try pixels(Text("Hamburg"))))
        #expect(try pixels(Text("hamburg").font(.system(size: 44).uppercaseSmallCaps())) == (try pixels(Text("hamburg"))))
    }
}
