@testable import LayoutDSL
import Testing

/// Variants compose in SF Symbols' order (base, slash, shape, fill) and fall back part by part.
struct SymbolVariantsTests {
    @Test func candidatesInSFOrder() {
        #expect(SymbolVariants.circle.fill.candidates(for: "person") == ["person.circle.fill", "person.circle", "person.fill", "person"])
        #expect(SymbolVariants.slash.candidates(for: "bell") == ["bell.slash", "bell"])
        #expect(SymbolVariants.fill.candidates(for: "heart.fill") == ["heart.fill"])
        #expect(SymbolVariants.none.candidates(for: "star") == ["star"])
    }

    @Test func containment() {
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.fill.contains(.circle))
        #expect(SymbolVariants.fill.contains(.none))
    }
}
