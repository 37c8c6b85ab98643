import SwiftUI
struct Grid1000000: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 4) {
                ForEach(0..<1000000, id: \.self) { i in
                    Color(hue: Double(i % 36) / 36, saturation: 0.6, brightness: 0.9).aspectRatio(1, contentMode: .fit).overlay(Text("\(i)").font(.caption))
                }
            }
        }
    }
}
struct Grid1000000_Previews: PreviewProvider { static var previews: some View { Grid1000000() } }
