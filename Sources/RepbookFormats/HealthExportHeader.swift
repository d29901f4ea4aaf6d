import Foundation

/// The opening of an Apple Health export.xml as the Health app writes it: the XML declaration, the HealthData DTD,
/// the root element, the export date and the `Me` element.
enum HealthExportHeader {
    /// The header for an export made at `exportDate` (an Apple Health timestamp).
    static func text(exportDate: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- HealthKit Export Version: 11 -->
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
        <!ATTLIST HealthData
          locale CDATA #REQUIRED
        >
        <!ELEMENT ExportDate EMPTY>
        <!ATTLIST ExportDate
          value CDATA #REQUIRED
        >
        <!ELEMENT Me EMPTY>
        <!ATTLIST Me
          HKCharacteristicTypeIdentifierDateOfBirth         CDATA #REQUIRED
          HKCharacteristicTypeIdentifierBiologicalSex       CDATA #REQUIRED
          HKCharacteristicTypeIdentifierBloodType           CDATA #REQUIRED
          HKCharacteristicTypeIdentifierFitzpatrickSkinType CDATA #REQUIRED
          HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse CDATA #REQUIRED
        >
        <!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
        <!ATTLIST Record
          type          CDATA #REQUIRED
          unit          CDATA #IMPLIED
          value         CDATA #IMPLIED
          sourceName    CDATA #REQUIRED
          sourceVersion CDATA #IMPLIED
          device        CDATA #IMPLIED
          creationDate  CDATA #IMPLIED
          startDate     CDATA #REQUIRED
          endDate       CDATA #REQUIRED
        >
        <!-- Note: Any Records that appear as children of a correlation also appear as top-level records in this document. -->
        <!ELEMENT Correlation ((MetadataEntry|Record)*)>
        <!ATTLIST Correlation
          type          CDATA #REQUIRED
          sourceName    CDATA #REQUIRED
          sourceVersion CDATA #IMPLIED
          device        CDATA #IMPLIED
          creationDate  CDATA #IMPLIED
          startDate     CDATA #REQUIRED
          endDate       CDATA #REQUIRED
        >
        <!ELEMENT MetadataEntry EMPTY>
        <!ATTLIST MetadataEntry
          key   CDATA #REQUIRED
          value CDATA #REQUIRED
        >
        ]>
        <HealthData locale="en_US">
         <ExportDate value="\(exportDate)"/>
         <Me HKCharacteristicTypeIdentifierDateOfBirth="1988-05-14" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"\
         HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet"\
         HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse="None"/>

        """
    }
}
