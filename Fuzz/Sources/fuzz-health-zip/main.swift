import Foundation
import FuzzDriver
import RepbookCore
import RepbookFormats

/// The Health export.zip reader: each input is written to a temporary file in a folder of its own per process, its
/// export.xml extracted (at most 1 MiB) and read, and the extracted file deleted.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-fuzz-zip-\(getpid())")
let inputURL = folder.appendingPathComponent("export.zip")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard (try? bytes.write(to: inputURL)) != nil else { fatalError("cannot write \(inputURL.path)") }
    _ = HealthExportArchive.isZip(inputURL)
    let budget = ExtractionBudget.of(zip: inputURL, into: folder, ceiling: 1 << 20)
    if let extracted = try? HealthExportArchive.extractExport(from: inputURL, budget: budget) {
        _ = try? AppleHealthBodyMassReader.read(contentsOf: extracted)
        try? FileManager.default.removeItem(at: extracted)
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(RepbookFuzzRun(&argc, &argv, fuzz))
