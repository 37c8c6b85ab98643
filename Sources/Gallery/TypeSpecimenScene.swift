import LayoutDSL

/// Every text style, weights, wrapping, truncation, and the fallback scripts.
struct TypeSpecimenScene: View {
    private let styles: [(String, Font)] = [
        ("Large Title", .largeTitle), ("Title", .title), ("Title 2", .title2), ("Title 3", .title3),
        ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
        ("Footnote", .footnote), ("Caption", .caption), ("Caption 2", .caption2),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(styles, id: \.0) { name, font in
                Text(name).font(font)
            }
            Divider()
            Text("Ligatures fi fl, kerning AV To Wa, digits 0123456789").font(.callout)
            Text("Bold ").bold() + Text("italic ").italic() + Text("and ") + Text("colored").foregroundColor(.orange) + Text(" runs")
            Text("Съешь же ещё этих мягких французских булок, да выпей чаю.")
            Text("敏捷的棕色狐狸跳过了懒狗。你好，世界！")
            Text("Emoji: 🚀 🎉 👍🏽 ❤️ 🇺🇦")
            Divider()
            Text(verbatim: "A paragraph that wraps at line-break opportunities, grows in height with its lines, "
                 + "and is aligned to the leading edge of its frame.")
                .font(.subheadline)
            Text("This one is limited to two lines, so the rest of this rather long sentence is truncated with an ellipsis at the end.")
                .font(.subheadline).lineLimit(2).foregroundColor(.secondary)
            HStack(alignment: .firstTextBaseline) {
                Text("Baseline").font(.title)
                Text("aligned").font(.footnote)
                Text("across sizes").font(.headline)
            }
            Text("Rotated").font(.title3).rotationEffect(.degrees(-8))
        }
        .padding(20)
        .background(Color.white)
    }
}
