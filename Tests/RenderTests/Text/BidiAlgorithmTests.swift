@testable import Render
import Testing

/// The two halves of UAX #9 the engine wires together: FriBidi's levels and the L2 reordering.
struct BidiAlgorithmTests {
    /// "1א": the digit is a European number (EN) before the first strong character, which is
    /// Hebrew, so the paragraph is right to left (base level 1) and the digit sits at level 2 (I2).
    @Test func levelsOfDigitBeforeHebrew() {
        let levels = BidiLevels("1א", direction: .natural)
        #expect(levels.levels == [2, 1, 1])          // "1" is one UTF-8 byte, "א" two
        #expect(levels.baseLevels == [1, 1, 1])
    }

    /// A forced direction (HL1) overrides the first strong character.
    @Test func forcedDirections() {
        #expect(BidiLevels("abc", direction: .rightToLeft).levels == [2, 2, 2])
        #expect(BidiLevels("abc", direction: .rightToLeft).baseLevels == [1, 1, 1])
        #expect(BidiLevels("אב", direction: .leftToRight).levels == [1, 1, 1, 1])
        #expect(BidiLevels("אב", direction: .leftToRight).baseLevels == [0, 0, 0, 0])
        #expect(BidiLevels("", direction: .natural).levels.isEmpty)
    }

    /// Each paragraph (P1) takes its own base direction; text with no strong character is left to right.
    @Test func paragraphsAreResolvedSeparately() {
        let levels = BidiLevels("א\na\n1", direction: .natural)
        #expect(levels.baseLevels == [1, 1, 1, 0, 0, 0])
        #expect(levels.levels == [1, 1, 1, 0, 0, 0])
    }

    /// L2: from the highest level down to the lowest odd one, runs at that level or higher reverse.
    @Test func visualOrder() {
        #expect(BidiReordering.visualOrder([0, 0, 1, 1, 1, 2, 2, 1, 0]) == [0, 1, 7, 5, 6, 4, 3, 2, 8])
        #expect(BidiReordering.visualOrder([1, 1, 1]) == [2, 1, 0])
        #expect(BidiReordering.visualOrder([2, 2, 2]) == [0, 1, 2])   // reversed at 2, then at 1
        #expect(BidiReordering.visualOrder([0, 0]) == [0, 1])
        #expect(BidiReordering.visualOrder([]) == [])
    }
}
