import LayoutDSL
import Render
import Testing

/// iOS 26's segmented control (Apple's iOS 26 UI kit, as `SegmentedControl` cites it): a capsule
/// track of tertiarySystemFill, 32 pt tall, its segments 4 pt apart with no separators, the selected
/// one a white capsule 2 pt inside; iOS 18's keeps its 9 pt corners and separators.
struct GlassSegmentedControlTests {
    struct Segments: View {
        let design: SystemDesign
        var body: some View {
            Picker("Range", selection: .constant(0)) {
                Text("Day").tag(0)
                Text("Week").tag(1)
                Text("Month").tag(2)
            }
            .pickerStyle(.segmented)
            .environment(\.systemDesign, design)
            .frame(width: 300)
        }
    }

    @Test func capsulesWithoutSeparators() throws {
        let glass = try render(Segments(design: .liquidGlass), width: 300, height: 32)
        let compatibility = try render(Segments(design: .compatibility), width: 300, height: 32)
        // The track's corner: a capsule (radius 16) leaves (3, 3) outside; 9 pt corners cover it.
        #expect(glass[3, 3].a == 0)
        #expect(compatibility[3, 3].a > 0)
        // The selected segment (the first, (300 − 4 − 8) / 3 = 96 pt wide) is white before its title,
        // and its capsule's end (radius 14) leaves the track showing at its corner.
        #expect(glass[10, 16] == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(glass[4, 4] != Pixel(r: 255, g: 255, b: 255, a: 255))
        // Between the second and third segments (x 198…202) iOS 26 shows only the track; iOS 18 a
        // 16 pt separator (y 8…24) there.
        let gapColumn = (4..<28).map { glass[200, $0] }
        #expect(Set(gapColumn).count == 1, "\(Set(gapColumn))")
        #expect(Set((4..<28).map { compatibility[199, $0] }).count > 1)
    }
}
