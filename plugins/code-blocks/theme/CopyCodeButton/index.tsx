import React from 'react';
import CopyButton from '@site/plugins/shared/components/CopyButton';

/** The Copy button in every code block's header. */
export default function CopyCodeButton({text}: {text: string}): React.ReactElement {
  return (
    <CopyButton
      text={text}
      label="Copy code to clipboard"
      copiedMessage="Code copied to clipboard"
      failedMessage="Copying failed; select the code and copy it by hand"
    />
  );
}
