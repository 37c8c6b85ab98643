import SwiftUI

struct LongModifierChains: View {
    @State private var progress: CGFloat = 0.4
    let width: CGFloat = 320

    var body: some View {
        GeometryReader { proxy in
            VStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.blue.opacity(0.2 + progress * 0.5))
                    .frame(width: proxy.size.width * 0.8 - 20, height: proxy.size.height / 4 + 10)
                    .offset(x: (1 - progress) * 40 - 20, y: progress * 10)
                    .rotationEffect(.degrees(Double(progress) * 90 - 45))
                    .scaleEffect(1 + progress / 2)
                    .shadow(color: .black.opacity(0.2), radius: 4 + progress * 6, x: 0, y: 2 + progress * 4)
                    .padding(.horizontal, 16 + progress * 8)
                    .padding(.vertical, 8)
                Text("Progress \(Int(progress * 100))%")
                    .font(.system(size: 14 + progress * 10, weight: .semibold, design: .rounded))
                    .foregroundColor(progress > 0.5 ? .green : .orange)
                    .padding(EdgeInsets(top: 4, leading: 8 + progress * 4, bottom: 4, trailing: 8))
                    .background(Capsule().fill(Color.gray.opacity(0.15)))
                    .frame(maxWidth: .infinity, alignment: progress > 0.5 ? .leading : .trailing)
                    .opacity(0.5 + progress / 2)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 6 + progress * 2, lineCap: .round))
                    .frame(width: width / 4 + progress * 20, height: width / 4 + progress * 20)
                    .rotationEffect(.degrees(-90))
                    .padding(progress * 12 + 4)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
    }
}

struct LongModifierChains_Previews: PreviewProvider {
    static var previews: some View { LongModifierChains().frame(width: 390, height: 500) }
}
