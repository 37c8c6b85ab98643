import LayoutDSL
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// A specimen of text styling as iOS 17 draws it: Markdown in a literal, font variants,
/// underline and strikethrough with patterns and colours, baseline offset, kerning, a
/// placeholder-redacted line and a reserved-lines caption.
@Suite(.snapshotDesign(.compatibility))
struct TextStylesSpecimenTests {
    struct Specimen: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                Text("**Bold**, _italic_, ***both***, `code`, [a link](https://example.com) and ~~gone~~")
                Text("Rounded title").font(.system(.title2, design: .rounded, weight: .bold))
                Text("Serif body").fontDesign(.serif)
                Text("Monospaced 0123456789").monospaced()
                HStack(spacing: 12) {
                    Text("Underlined").underline()
                    Text("Dotted").underline(pattern: .dot, color: .red)
                    Text("Struck").strikethrough(color: .blue)
                }
                Text("H") + Text("2").baselineOffset(-4).font(.caption) + Text("O and x") + Text("2").baselineOffset(8).font(.caption)
                Text("TRACKED CAPTION").font(.caption).tracking(3).foregroundStyle(.secondary)
                Text("Loading a longer line of placeholder text").redacted(reason: .placeholder)
                Text("Reserves two lines").font(.footnote).lineLimit(2, reservesSpace: true).border(Color.gray)
            }
            .padding()
        }
    }

    @Test func light() throws {
        assertSnapshot(of: Specimen(), as: .image(size: CGSize(width: 360, height: 400), scale: 2, colorScheme: .light))
    }

    @Test func dark() throws {
        assertSnapshot(of: Specimen(), as: .image(size: CGSize(width: 360, height: 400), scale: 2, colorScheme: .dark))
    }
}
