import LayoutDSL

/// Right-to-left and mixed text as iOS lays it out: Hebrew and Arabic right to left, Arabic
/// letters joined, numbers and English words in their own order inside them, brackets mirrored,
/// wrapped paragraphs with their first words at the right of the first line, and `.leading`
/// lines on the left edge (the layout direction is left to right).
struct BidiSpecimenScene: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("שלום עולם")
            Text("مرحبا بالعالم")
            Text("1א")
            Text("Hello שלום world")
            Text("שלום Hello עולם")
            Text("מחיר 123 שקל (כולל מע״מ)")
            Text("السعر ١٢٣ ريال (تقريبًا)")
            Divider()
            Text("أبجد هوز حطي كلمن سعفص قرشت ثخذ ضظغ").frame(width: 180, alignment: .leading)
            Text("אבגד הוזח טיכל מנסע פצקר שת").frame(width: 120, alignment: .leading)
            Text("שלום עולם ומלואו, שלום רב").lineLimit(1).frame(width: 120, alignment: .leading)
            Divider()
            Text("Latin · Кириллица · Ελληνικά · 中文 · 🚀🎉")
        }
        .font(.title3)
        .padding()
    }
}
