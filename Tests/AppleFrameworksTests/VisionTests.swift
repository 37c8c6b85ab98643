import Foundation
@testable import Vision
import Testing

/// Requests run at once and find nothing.
struct VisionTests {
    @Test func requestsFindNothing() throws {
        var completed: [String] = []
        let text = VNRecognizeTextRequest { request, error in
            if error == nil, let found = request.results as? [VNRecognizedTextObservation] {
                completed.append("text \(found.flatMap { $0.topCandidates(1) }.count)")
            }
        }
        text.recognitionLevel = .fast
        text.usesLanguageCorrection = false
        let barcodes = VNDetectBarcodesRequest { request, _ in completed.append("barcodes \(request.results?.count ?? -1)") }
        barcodes.symbologies = [.qr]
        let handler = VNImageRequestHandler(data: Data(), options: [:])
        try handler.perform([text, barcodes, VNDetectFaceRectanglesRequest()])
        #expect(completed == ["text 0", "barcodes 0"])
        #expect(text.results?.isEmpty == true)
        #expect(try text.supportedRecognitionLanguages().contains("en-US"))
        #expect(CGImagePropertyOrientation.right.rawValue == 6)
    }
}
